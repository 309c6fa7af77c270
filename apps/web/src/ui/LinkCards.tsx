import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './link-cards.css';

export interface LinkCard {
  /** Unique among the cards. */
  key: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** The route the card opens. */
  to: string;
}

/** The card grid of an area's index pages (finance reports, HR reports, performance): each card is a link. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="tally-link-cards">
      {cards.map((card) => (
        <li key={card.key}>
          <Link to={card.to} className="tally-link-cards__link">
            <Card hoverable className="tally-link-cards__card">
              <span className="tally-link-cards__icon" aria-hidden>
                {card.icon}
              </span>
              <Typography.Title level={2} className="tally-link-cards__title">
                {card.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{card.description}</Typography.Paragraph>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
