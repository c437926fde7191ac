// @vitest-environment happy-dom
import { ImageMessages, ImageUpload } from '@ourhood/contract/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nRoot } from '../../lib/i18n/i18n-root';
import { ImagePicker, type ImagePickerProps } from './image-picker';

function photo(name: string, type = 'image/jpeg', size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The picker as a form owns it: the chosen files live in the parent. */
function Picker(props: Partial<ImagePickerProps> & { onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      label="Photos"
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onFiles?.(next);
      }}
      {...props}
    />
  );
}

// The picker filters by its own checks: the browser's `accept` filter is not what is under test.
const setup = () => userEvent.setup({ applyAccept: false });

describe('ImagePicker', () => {
  it('previews a chosen image and removes it again', async () => {
    const user = setup();
    const onFiles = vi.fn();
    render(<Picker onFiles={onFiles} />, { wrapper: I18nRoot });
    const input = screen.getByLabelText('Photos');
    expect(input).toHaveAttribute('accept', ImageUpload.accept);

    await user.upload(input, photo('ladder.jpg'));
    expect(screen.getByRole('img', { name: 'Preview of ladder.jpg' })).toBeInTheDocument();
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'ladder.jpg' })]);

    await user.click(screen.getByRole('button', { name: 'Remove ladder.jpg' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onFiles).toHaveBeenLastCalledWith([]);
    expect(input).toHaveFocus();
  });

  it('refuses a file that is not an image, and one over the size limit, with the contract message', async () => {
    const user = setup();
    const onFiles = vi.fn();
    render(<Picker onFiles={onFiles} />, { wrapper: I18nRoot });
    const input = screen.getByLabelText('Photos');

    await user.upload(input, photo('notes.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(ImageMessages.wrongType);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, photo('huge.png', 'image/png', ImageUpload.maxBytes + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(ImageMessages.tooLarge);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('adds photos up to the maximum, counts them, then disables choosing more', async () => {
    const user = setup();
    render(<Picker max={3} />, { wrapper: I18nRoot });
    const input = screen.getByLabelText('Photos');

    await user.upload(input, [photo('a.jpg'), photo('b.jpg')]);
    expect(screen.getByText(/2 of 3 photos\./)).toBeInTheDocument();
    await user.upload(input, photo('c.webp', 'image/webp'));
    const selected = screen.getByRole('list', { name: 'Selected photos' });
    expect(selected.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Selected photo 3: c.webp' })).toBeInTheDocument();
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: /a\.jpg/ })).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('shows the saved image with its own Remove button while nothing is chosen', async () => {
    const user = setup();
    const onRemoveCurrent = vi.fn();
    render(
      <Picker
        label="Avatar"
        current={{ url: '/media/avatar.webp', alt: 'Your current avatar' }}
        onRemoveCurrent={onRemoveCurrent}
      />,
      { wrapper: I18nRoot },
    );
    expect(screen.getByRole('img', { name: 'Your current avatar' })).toHaveAttribute('src', '/media/avatar.webp');
    await user.click(screen.getByRole('button', { name: 'Remove avatar' }));
    expect(onRemoveCurrent).toHaveBeenCalledOnce();
  });

  it("shows the form's error under the field", () => {
    render(<Picker error="Add at most 4 photos" />, { wrapper: I18nRoot });
    expect(screen.getByRole('alert')).toHaveTextContent('Add at most 4 photos');
  });
});
