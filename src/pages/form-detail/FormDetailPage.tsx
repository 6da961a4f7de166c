/** /form-detail/index?formId=…: a stored form inside the shell. */
import { useSearchParams } from 'react-router-dom';
import { FormDetail } from './FormDetail.tsx';

export default function FormDetailPage() {
  const [params] = useSearchParams();
  return (
    <div style={{ padding: 16 }}>
      <FormDetail formId={params.get('formId') ?? params.get('id')} />
    </div>
  );
}
