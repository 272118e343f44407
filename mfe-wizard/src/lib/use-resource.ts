import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@journeys/shared/api';

export type Resource<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: string };

/**
 * Loads once per `key`; `null` means nothing to load. An answer for an older key is dropped,
 * so a slow first load never overwrites a newer one.
 */
export function useResource<T>(
  key: string | number | null,
  load: () => Promise<T>,
  fallback: string,
): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>(
    key == null
      ? { status: 'idle', data: null, error: null }
      : { status: 'loading', data: null, error: null },
  );
  const latest = useRef({ load, fallback });
  useEffect(() => {
    latest.current = { load, fallback };
  });

  useEffect(() => {
    if (key == null) {
      setResource({ status: 'idle', data: null, error: null });
      return;
    }
    let current = true;
    setResource({ status: 'loading', data: null, error: null });
    latest.current.load().then(
      (data) => {
        if (current) setResource({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (current)
          setResource({ status: 'error', data: null, error: errorMessage(error, latest.current.fallback) });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  return resource;
}
