/** /logout: where an external sign-out returns. The local session ends and the login page follows. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../runtime/session/state.ts';
import { FullPageSpin } from '../../runtime/routes/FullPageSpin.tsx';
import { site } from '../../runtime/site.ts';

export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    // The server session ends too (best effort), not only this tab's copy of it.
    void logout().then(() => navigate(site.loginPath, { replace: true }));
  }, [navigate]);
  return <FullPageSpin />;
}
