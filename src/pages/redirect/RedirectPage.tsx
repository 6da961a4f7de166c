/** /redirect{path}: goes straight on to {path}, so opening it again re-mounts the page (tab refresh). */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export default function RedirectPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const target = location.pathname.replace(/^\/redirect/, '') || '/';
    navigate(`${target}${location.search}`, { replace: true });
  }, [location, navigate]);
  return null;
}
