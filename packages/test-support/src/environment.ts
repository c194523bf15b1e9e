import { EnvironmentError } from '@billfold/contract';

/**
 * The EnvironmentError that `load` refuses an environment with (each bad variable among its
 * problems); fails when the environment is accepted or anything else is thrown.
 */
export function environmentError(load: () => unknown): EnvironmentError {
  try {
    load();
  } catch (error) {
    if (error instanceof EnvironmentError) return error;
    throw error;
  }
  throw new Error('The environment was accepted');
}
