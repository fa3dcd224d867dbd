// The paragraph that follows the hero: who we are, in the shop's voice.
import { Link } from "@remix-run/react";
import { INTRO } from "~/content/home-content";

export function Intro() {
  return (
    <div className="section intro">
      <div className="container container--narrow intro__inner">
        <p className="eyebrow">{INTRO.eyebrow}</p>
        <p className="intro__text">{INTRO.text}</p>
        <Link className="text-link" to="/craft">
          Discover the craft
        </Link>
      </div>
    </div>
  );
}
