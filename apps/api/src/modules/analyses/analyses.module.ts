import { AnalysesRepository, PlansRepository, UsageRepository } from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AnalysesController } from './analyses.controller.js';
import { AnalysesService } from './analyses.service.js';
import { PageImagesController } from './page-images.controller.js';

@Module({
  imports: [AuthModule],
  controllers: [AnalysesController, PageImagesController],
  providers: [
    provideRepository(AnalysesRepository),
    provideRepository(PlansRepository),
    provideRepository(UsageRepository),
    AnalysesService,
  ],
})
export class AnalysesModule {}
