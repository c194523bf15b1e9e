import { AnalysesRepository, VendorProfilesRepository } from '@billfold/db';
import { Module } from '@nestjs/common';
import { provideRepository } from '../../database/repository.provider.js';
import { AuthModule } from '../auth/auth.module.js';
import { LearnedVendorsController } from './learned-vendors.controller.js';
import { LearningService } from './learning.service.js';

@Module({
  imports: [AuthModule],
  controllers: [LearnedVendorsController],
  providers: [
    provideRepository(VendorProfilesRepository),
    provideRepository(AnalysesRepository),
    LearningService,
  ],
  exports: [LearningService],
})
export class LearningModule {}
