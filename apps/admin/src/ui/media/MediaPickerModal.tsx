import { Modal } from "antd";
import type { MediaItem, MediaType } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { MediaGrid } from "./MediaGrid.tsx";

/** "Choose from library": the library's grid in a dialog, of one type (null: any); choosing an item closes it. */
export function MediaPickerModal({
  open,
  onClose,
  onChoose,
  onlyType = "image",
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (item: MediaItem) => void;
  onlyType?: MediaType | null;
}) {
  const t = useT();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={960} title={t("media.chooseTitle")} destroyOnHidden>
      <MediaGrid
        onlyType={onlyType ?? undefined}
        maxHeight={520}
        onOpen={(item) => {
          onChoose(item);
          onClose();
        }}
      />
    </Modal>
  );
}
