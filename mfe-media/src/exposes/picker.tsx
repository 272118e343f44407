import type { PhotoPickerSlotProps } from '@journeys/shared/contracts';
import { PhotoPicker } from '../features/picker';

/** media/PhotoPicker: the photos of the update form, passed to the wizard by the shell. */
export default function PhotoPickerSlot(props: PhotoPickerSlotProps) {
  return <PhotoPicker {...props} />;
}
