import { InputNumber, type InputNumberProps } from 'antd';

const withSeparators = (value: string | number | undefined) => {
  if (value === undefined || value === '') return '';
  const [whole = '', cents] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === undefined ? grouped : `${grouped}.${cents}`;
};

/** A dollar amount shown with thousands separators (M-098, C-040); 0 or more, cents at most. */
export function MoneyInput(props: Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'prefix'>) {
  return (
    <InputNumber<number>
      min={0}
      precision={2}
      step={100}
      prefix="$"
      style={{ width: '100%' }}
      {...props}
      formatter={(value) => withSeparators(value)}
      parser={(text) => {
        const cleaned = (text ?? '').replace(/[$,\s]/g, '');
        return cleaned === '' ? (undefined as unknown as number) : Number(cleaned);
      }}
    />
  );
}
