import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { TEMPLATE_DESCRIPTION_LIMIT } from '@tally/domain/admin/quick-edit';
import { truncate } from '@tally/domain/shared/money';
import { Button, Card, Spin, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AdminProjectTemplatesDocument } from '../../../graphql/generated/graphql.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { templatePath } from './templateForm.ts';
import './templates.css';

/** /admin/project-templates (D-048, D-051): a card per template and the New Project Template button. */
export function Component() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminProjectTemplatesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const templates = data?.templates ?? [];

  return (
    <div className="project-templates">
      <div className="project-templates__toolbar">
        <Typography.Title level={1}>Project Templates</Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/admin/project-templates/new')}
        >
          New Project Template
        </Button>
      </div>
      <QueryState
        error={error}
        data={data}
        errorTitle="The templates could not be loaded."
        onRetry={refetch}
        loading={loading}
        loadingView={
          <output className="project-templates__loading">
            <Spin />
            <span>Loading templates</span>
          </output>
        }
        empty={templates.length === 0}
        emptyText="No project templates yet. A template holds the deliverables, roles and team a new project starts from."
      >
        <ul className="project-templates__grid" aria-label="Project templates">
          {templates.map((template) => (
            <li key={template._id}>
              <Link to={templatePath(template._id)} className="project-templates__card-link">
                <Card size="small" hoverable title={template.name} className="project-templates__card">
                  <p className="project-templates__description" title={template.description ?? undefined}>
                    {template.description ? (
                      truncate(template.description, TEMPLATE_DESCRIPTION_LIMIT)
                    ) : (
                      <span className="project-templates__none">No description</span>
                    )}
                  </p>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </div>
  );
}
