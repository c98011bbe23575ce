import { Center, FilePicker, useObjectUrl } from '@haulboard/shared/ui';
import { Image } from '@haulboard/shared/ui-parts';
import { AVATAR_MAX_BYTES, AVATAR_TYPE_ERROR, AVATAR_TYPES } from '../lib/profile-rules';

const SIZE = { base: '20', md: '28' } as const;

/** The avatar: the picked image (its preview), else the stored one, else the initials. */
export function ProfileAvatar({ src, file, initials }: { src: string | null; file: File | null; initials: string }) {
  const preview = useObjectUrl(file);
  const shown = preview ?? src;
  if (shown) {
    return (
      <Image
        src={shown}
        alt={preview ? 'New profile picture (not saved yet)' : 'Profile picture'}
        boxSize={SIZE}
        rounded="full"
        objectFit="cover"
        flexShrink={0}
        borderWidth="1px"
      />
    );
  }
  return (
    <Center
      boxSize={SIZE}
      rounded="full"
      bg="blue.subtle"
      color="blue.fg"
      fontSize={{ base: 'xl', md: '3xl' }}
      fontWeight="semibold"
      flexShrink={0}
      aria-hidden
    >
      {initials}
    </Center>
  );
}

type PickerProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The save's upload, 0 to 1, while it runs. */
  progress: number | null;
  onCancel: () => void;
  disabled: boolean;
};

/** Change the avatar (edit mode): an image the server takes, refused with the reason otherwise; the preview is the avatar itself. */
export function AvatarPicker({ file, onFileChange, progress, onCancel, disabled }: PickerProps) {
  return (
    <FilePicker
      label="Profile picture"
      accept={AVATAR_TYPES}
      maxBytes={AVATAR_MAX_BYTES}
      typeError={AVATAR_TYPE_ERROR}
      preview={false}
      file={file}
      onFileChange={onFileChange}
      progress={progress}
      onCancel={onCancel}
      disabled={disabled}
    />
  );
}
