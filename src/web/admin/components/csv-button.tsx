/**
 * Exports a filtered list as CSV: the file is fetched through the call layer (the operator's
 * bearer token cannot ride on a plain link) and saved under a dated name. It is asked for in the
 * locale amounts are shown in, so a spreadsheet there opens it in columns (decision 094).
 */
import { useMutation } from '@tanstack/react-query';
import { useT } from '../lib/console-i18n.ts';
import { saveBlob } from '../lib/console-api.ts';
import { useFormat } from '../lib/format.ts';
import { ErrorAlert } from './bits.tsx';

export function CsvButton({
  name,
  load,
  describedBy,
}: {
  name: string;
  load: (locale: string | undefined) => Promise<Blob>;
  /** The id of the text that says which file this button exports, where several stand together. */
  describedBy?: string;
}) {
  const { t } = useT();
  const { numberLocale } = useFormat();
  const download = useMutation({
    mutationFn: () => load(numberLocale),
    onSuccess: (blob) => saveBlob(blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`),
  });
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        aria-describedby={describedBy}
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {t('common.exportCsv')}
      </button>
      <ErrorAlert error={download.error} />
    </>
  );
}
