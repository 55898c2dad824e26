import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * "Cancel" goes back one page, unless this page was opened directly (a bookmark, a new
 * tab): going back would then leave the app, so it goes to `fallback` instead.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries; 0 is the first one of this tab in the app.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
