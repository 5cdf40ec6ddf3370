import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { CameraIcon } from '../../../components/icons';
import { MAX_IMAGE_MB } from '../add-product-schema';

interface ImagePickerProps {
  registration: UseFormRegisterReturn;
  files: FileList | undefined;
  error: string | undefined;
  /** On edit: the listing's photo, shown until another file is chosen. */
  currentImage?: string;
}

/** The photo field: one image file (the first one chosen), previewed before it is uploaded. */
export function ImagePicker({ registration, files, error, currentImage }: ImagePickerProps) {
  const file = files?.[0];
  const image = file?.type.startsWith('image/') ? file : undefined;
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  return (
    <div className="flex items-center gap-4">
      <div className="grid aspect-[4/3] w-28 shrink-0 place-items-center overflow-hidden rounded-box border border-dashed border-base-300 bg-base-200 sm:w-40">
        {preview ? (
          <img
            src={preview}
            alt={`Preview of ${file?.name ?? 'the chosen file'}`}
            className="size-full object-cover"
          />
        ) : currentImage ? (
          <img src={currentImage} alt="The listing as shown now" className="size-full object-cover" />
        ) : (
          <CameraIcon className="size-8 text-base-content/40" />
        )}
      </div>
      <FormField
        className="min-w-0 grow"
        label="Photo"
        error={error}
        hint={`${currentImage ? 'Choose a file only to replace the photo. ' : ''}JPEG, PNG, WebP, AVIF or GIF, up to ${MAX_IMAGE_MB} MB`}
      >
        {(control) => (
          <input
            {...control}
            {...registration}
            type="file"
            accept="image/*"
            className="file-input w-full aria-[invalid=true]:border-error"
          />
        )}
      </FormField>
    </div>
  );
}
