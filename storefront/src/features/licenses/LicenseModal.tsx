/**
 * The one 'Choose Your License' dialog of the site, mounted in the layout. The dialog itself
 * (LicenseDialog.tsx) loads the first time a Buy Now button opens it, so the pages' first paint
 * does not carry it; once loaded it stays, closed, for the next track.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from '../../lib/use-selector.ts';
import { $licenseModal } from './license-modal.store.ts';

const LicenseDialog = lazy(() => import('./LicenseDialog.tsx'));

export default function LicenseModal() {
  // The server renders no dialog: hydration starts without one too, whatever the store holds by then.
  const opened = useSelector($licenseModal, (state) => state !== null, false);
  // Once loaded it stays mounted: closing must run the dialog's own close (focus goes back).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (opened) setLoaded(true);
  }, [opened]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <LicenseDialog />
    </Suspense>
  );
}
