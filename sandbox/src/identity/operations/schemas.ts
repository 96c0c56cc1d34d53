import { z } from 'zod';

/** Request members shared by several operations, with Cognito's length limits. */
export const ClientId = z.string().min(1).max(128);
export const Username = z
  .string()
  .min(1)
  .max(128)
  .regex(/^\S+$/, 'Member must satisfy regular expression pattern: \\S+');
export const Password = z.string().min(1).max(256);
export const ConfirmationCode = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^\S+$/, 'Member must satisfy regular expression pattern: \\S+');
export const Token = z.string().min(1).max(16_384);
export const ClientMetadata = z.record(z.string(), z.string()).optional();
export const SecretHash = z.string().max(128).optional();
export const Session = z.string().min(20).max(4096);

export const AttributeList = z
  .array(
    z.object({
      Name: z.string().min(1).max(32),
      Value: z.string().max(2048).optional(),
    }),
  )
  .max(100);

/** Members the clients send for analytics and risk scoring; accepted and ignored. */
export const Telemetry = {
  AnalyticsMetadata: z.object({ AnalyticsEndpointId: z.string().optional() }).optional(),
  UserContextData: z.object({ IpAddress: z.string().optional(), EncodedData: z.string().optional() }).optional(),
};
