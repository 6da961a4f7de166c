export const E2E_ADMIN_PASSWORD = 'E2e#admin2026';
export const E2E_DEMO_PASSWORD = 'E2e#demo2026';
