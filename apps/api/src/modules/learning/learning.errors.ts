import { LearningErrorCode } from '@billfold/contract';
import { AppError } from '../../common/errors/app-error.js';

export { LearningErrorCode };

export class LearningError extends AppError {
  declare readonly code: LearningErrorCode;

  static notFound(): LearningError {
    return new LearningError(
      LearningErrorCode.LEARNED_VENDOR_NOT_FOUND,
      'Learned vendor not found.',
    );
  }
}
