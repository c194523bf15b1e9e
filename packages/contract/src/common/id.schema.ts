import { z } from 'zod';

/** A row's numeric id in a path: anything but a positive whole number is `message` (a 404's). */
export const idParam = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
