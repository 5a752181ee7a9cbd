import type { ApiResponse } from '@core/generated/api';
import { NOW } from './fixturesApp';

// The back office's staff: sign-in, the real-name (KYC) review queue, the staff list and the audit log.

/** ops/me: a signed-in real-name reviewer. */
export const staffReviewer: ApiResponse<'ops/me'> = { name: 'Kim Reviewer', email: 'kyc@meridian.local', roles: ['kyc_reviewer'] };

/** ops/login: the code went to the staff email. */
export const opsChallenge: ApiResponse<'ops/login'> = { challenge: 'x', to: 'ky***@meridian.local', expires_seconds: 600 };

/** ops/login_verify: a staff session. */
export const opsSession: ApiResponse<'ops/login_verify'> = {
  token: 'preview-staff-token',
  name: staffReviewer.name,
  roles: staffReviewer.roles,
  expires_at: NOW + 3600 * 8,
  must_change_password: false,
};

/** ops/kyc_list: the review queue, oldest submission first. */
export const kycQueue: ApiResponse<'ops/kyc_list'> = {
  total: 3,
  list: [
    { uid: '20481024', real_name: 'Minji Park', id_type: 'id_card', status: 'review', submitted_at: NOW - 3600 * 26 },
    { uid: '31570266', real_name: 'Daniel Okafor', id_type: 'passport', status: 'review', submitted_at: NOW - 3600 * 9 },
    { uid: '40960512', real_name: 'Seo-yeon Choi', id_type: 'driver_license', status: 'review', submitted_at: NOW - 60 * 40 },
  ],
};

/** ops/kyc_detail: a verification under review, full document number, staff photo links. */
export const kycDetail: ApiResponse<'ops/kyc_detail'> = {
  uid: '20481024',
  real_name: 'Minji Park',
  id_type: 'id_card',
  id_number: '950314-2048213',
  front_img: '/api/ops/files/q7Vn2xKp9LmA4sRt8WbYc3Hd6JfGz1Ne',
  back_img: '/api/ops/files/Zr5Tm0Bq8YvKx2Lc7NpWd4Hs9GjFa6Ue',
  status: 'review',
  reason: '',
  submitted_at: NOW - 3600 * 26,
  reviewed_at: null,
  history: [],
};

/** ops/kyc_detail rejected by a reviewer: the reason and the rejection in the history. */
export const kycDetailFailed: ApiResponse<'ops/kyc_detail'> = {
  ...kycDetail,
  status: 'failed',
  reason: 'The photo of the back is blurred',
  reviewed_at: NOW - 3600 * 20,
  history: [{ action: 'kyc.reject', staff: staffReviewer.name, reason: 'The photo of the back is blurred', created_at: NOW - 3600 * 20 }],
};

/** ops/me of the first administrator. */
export const staffAdmin: ApiResponse<'ops/me'> = { name: 'Administrator', email: 'admin@meridian.local', roles: ['admin'] };

export const staffList: ApiResponse<'ops/staff_list'> = {
  list: [
    { id: 1, email: 'admin@meridian.local', name: 'Administrator', roles: ['admin'], disabled: false, created_at: NOW - 86400 * 30 },
    { id: 2, email: 'kyc@meridian.local', name: 'Kim Reviewer', roles: ['kyc_reviewer'], disabled: false, created_at: NOW - 86400 * 12 },
    { id: 3, email: 'old.support@meridian.local', name: 'Lee Support', roles: ['support'], disabled: true, created_at: NOW - 86400 * 90 },
  ],
};

export const auditLog: ApiResponse<'ops/audit_list'> = {
  list: [
    {
      id: 3,
      staff: 'Kim Reviewer',
      action: 'kyc.approve',
      subject_type: 'realname_verification',
      subject_id: '41',
      before: { status: 'review' },
      after: { status: 'passed' },
      created_at: NOW - 600,
    },
    {
      id: 2,
      staff: 'Kim Reviewer',
      action: 'kyc.reject',
      subject_type: 'realname_verification',
      subject_id: '41',
      before: { status: 'review' },
      after: { status: 'failed', reason: 'The photo of the back is blurred' },
      created_at: NOW - 86400,
    },
    {
      id: 1,
      staff: 'Administrator',
      action: 'staff.create',
      subject_type: 'staff',
      subject_id: '2',
      before: null,
      after: { email: 'kyc@meridian.local', roles: ['kyc_reviewer'] },
      created_at: NOW - 86400 * 12,
    },
  ],
};
