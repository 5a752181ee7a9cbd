import type { Role } from './roles';

/**
 * The staff member behind an operations call, as the dispatcher hands it to handlers. A file of its
 * own because services.ts (the handler context) and staff-sessions.ts (which needs Services) both
 * name it: kept in either, the two would import each other.
 */
export interface StaffCaller {
  staffId: string;
  name: string;
  roles: Role[];
  sessionId: string;
}
