import { useRef, type ReactNode } from "react";
import { Flex, Form, Modal, type FormInstance, type FormProps } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";
import { useSaveShortcut } from "./useSaveShortcut.ts";
import { SaveFailedAlert } from "./SaveFailedAlert.tsx";

export interface FormDialogProps<Values> {
  form: FormInstance<Values>;
  title: ReactNode;
  width?: number;
  /** The submit button's text; "Save" when not given. */
  okText?: ReactNode;
  /** A submit that cannot be undone (a password reset) shows as such. */
  danger?: boolean;
  /** While the save runs: the button spins and the fields are read-only. */
  saving: boolean;
  /** The submit button is off (e.g. while the dialog's data loads). */
  submitDisabled?: boolean;
  /** Why the last save failed, shown above the fields (see `showServerErrors`). */
  summary: ReactNode;
  /** The form's values, once; `done` must be called when the save has settled. */
  onSubmit: (values: Values, done: () => void) => void;
  onCancel: () => void;
  initialValues?: FormProps<Values>["initialValues"];
  onValuesChange?: FormProps<Values>["onValuesChange"];
  /** Said beside the buttons: how the saving stands (`SaveStatus`). */
  status?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog around a form: its submit button submits the form (Enter too, and Ctrl+S when it saves), only one save goes out
 * however quickly it is pressed twice, and why the last save failed shows above the fields.
 */
export function FormDialog<Values>({
  form,
  title,
  width,
  okText,
  danger,
  saving,
  submitDisabled,
  summary,
  onSubmit,
  onCancel,
  initialValues,
  onValuesChange,
  status,
  children,
}: FormDialogProps<Values>) {
  const t = useT();
  const submitting = useRef(false);
  // Ctrl+S saves a dialog whose button says Save, not one that does something else (a password reset).
  const inForm = useSaveShortcut<HTMLDivElement>(okText === undefined);
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText ?? t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ htmlType: "submit", loading: saving, danger, disabled: submitDisabled }}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        status === undefined
          ? undefined
          : (buttons) => (
              <Flex align="center" justify="flex-end" gap={8} wrap>
                {status}
                {buttons}
              </Flex>
            )
      }
      modalRender={(dialog) => (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          disabled={saving}
          onValuesChange={onValuesChange}
          onFinish={(values) => {
            if (submitting.current) return;
            submitting.current = true;
            onSubmit(values, () => (submitting.current = false));
          }}
        >
          {dialog}
        </Form>
      )}
    >
      <div ref={inForm}>
        <SaveFailedAlert summary={summary} />
        {children}
      </div>
    </Modal>
  );
}
