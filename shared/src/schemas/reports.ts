import { z } from 'zod';
import { REPORT_KINDS } from '../types/constants';
import { isoDate } from './admin-api';
import { adminPhotoSchema } from './members';

// ---------------------------------------------------------------------------------------------
// Reports: GET /getreports/{adminId}
// ---------------------------------------------------------------------------------------------

const reportPersonSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string() });

export const adminReportSchema = z.object({
  _id: z.string(),
  kind: z.enum(REPORT_KINDS),
  reason: z.string(),
  createdAt: isoDate,
  reporter: reportPersonSchema,
  reportedUser: reportPersonSchema,
  /** Photo reports: the photo (null when it has since been deleted). */
  photo: adminPhotoSchema.nullable(),
  /** Message reports: the reported text. */
  messageText: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const reportsResponseSchema = z.object({ users: z.array(adminReportSchema), photos: z.array(adminReportSchema), messages: z.array(adminReportSchema) });
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;
