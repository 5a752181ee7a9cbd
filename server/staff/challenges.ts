import type { Queryable } from '../db/types';

/** The second step of a staff sign-in: a challenge the right password earned, answered with the emailed code. */
export async function insertStaffChallenge(q: Queryable, c: { id: string; staffId: string; at: Date; expiresAt: Date }): Promise<void> {
  await q.query('INSERT INTO staff_challenges (id, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    c.id,
    c.staffId,
    c.at,
    c.expiresAt,
  ]);
}

export interface ChallengeRow {
  staff_id: string;
  email: string;
  name: string;
  roles: string;
  expires_at: Date;
  used_at: Date | null;
  must_change_password: boolean;
}

/** A challenge with its staff member, unless that account is disabled. */
export async function challengeOfActiveStaff(q: Queryable, id: string): Promise<ChallengeRow | undefined> {
  const { rows } = await q.query<ChallengeRow>(
    `SELECT c.staff_id::text AS staff_id, s.email, s.name, s.roles, c.expires_at, c.used_at, s.must_change_password
         FROM staff_challenges c JOIN staff s ON s.id = c.staff_id WHERE c.id = $1 AND s.disabled_at IS NULL`,
    [id],
  );
  return rows[0];
}

/** Marks the challenge used; false when it was used already (each challenge works once). */
export async function useStaffChallenge(q: Queryable, id: string, at: Date): Promise<boolean> {
  const { rows } = await q.query('UPDATE staff_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, at]);
  return rows.length > 0;
}
