import { AnalysesRepository, VendorProfilesRepository } from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { Module } from '@nestjs/common';
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
