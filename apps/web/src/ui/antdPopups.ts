// antd's popups in one chunk of their own, which ui/popups.tsx loads on the first hover, focus or click.
export { Popconfirm, Popover, Tooltip } from 'antd';
