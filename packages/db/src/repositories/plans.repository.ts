import type { DataSource, Repository } from 'typeorm';
import { Plan } from '../entities/plan.entity.js';
import { User } from '../entities/user.entity.js';

export class PlansRepository {
  private readonly plans: Repository<Plan>;

  constructor(private readonly dataSource: DataSource) {
    this.plans = dataSource.getRepository(Plan);
  }

  list(): Promise<Plan[]> {
    return this.plans.find({ order: { sortOrder: 'ASC' } });
  }

  /** The plan of a user (free when the user is unknown). */
  async planOf(userId: string): Promise<Plan> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, relations: { plan: true } });
    return user?.plan ?? (await this.plans.findOneByOrFail({ code: 'free' }));
  }
}
