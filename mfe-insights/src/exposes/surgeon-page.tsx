import type { SurgeonPageProps } from '@journeys/shared/contracts';
import { SurgeonView } from '../features/surgeons';
import { npiOf } from '@journeys/shared/url-ids';

/** /surgeons/:npi in the composed site: the route's `npi` as the address spells it. */
export default function SurgeonPage({ npi }: SurgeonPageProps) {
  const surgeonNpi = npiOf(npi);
  return <SurgeonView key={surgeonNpi ?? 'none'} npi={surgeonNpi} />;
}
