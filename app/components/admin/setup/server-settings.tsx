// The server's settings as an owner reads them: how to change one, then each with its state,
// what it does and the line to write. Rows needing attention before opening stand out.
import type { ServerSetting } from "~/platform/server-settings.server";

const STATE_WORDS: Record<ServerSetting["state"], string> = {
  set: "Set",
  default: "Default",
  attention: "Before you open",
};

export function HowToChangeASetting() {
  return (
    <section className="setup-how" aria-labelledby="setup-how-title">
      <h2 id="setup-how-title" className="setup-how__title">
        How to change a setting
      </h2>
      <p>
        These settings belong to the server, not to this portal: write the line shown beside a
        setting in the shop&apos;s settings file, then restart the shop. A restart keeps every
        order, bouquet and text; customers in the middle of a page just load it again.
      </p>
      <ol className="setup-how__steps">
        <li>
          <strong>On a server set up with the deploy guide</strong>: as root, open{" "}
          <code>/etc/maison-florale/shop.env</code> (for example{" "}
          <code>nano /etc/maison-florale/shop.env</code>), write one <code>NAME=value</code> a line,
          save, then run <code>systemctl restart maison-florale</code>.
        </li>
        <li>
          <strong>Started with npm start</strong>: in the shop&apos;s folder (beside{" "}
          <code>package.json</code>), copy <code>.env.example</code> to <code>.env</code> once,
          write the line there, then stop the shop (Ctrl-C) and run <code>npm start</code> again.
        </li>
      </ol>
      <p>Come back to this page after the restart: the setting shows its new state.</p>
    </section>
  );
}

export function ServerSettingsList({ settings }: { settings: ServerSetting[] }) {
  return (
    <ul className="setup-list">
      {settings.map((setting) => (
        <li
          key={setting.name}
          id={setting.name}
          className={`setup-setting setup-setting--${setting.state}`}
          data-state={setting.state}
        >
          <div className="setup-setting__head">
            <h2 className="setup-setting__name">
              <code>{setting.name}</code>
            </h2>
            <span className="setup-setting__state">{STATE_WORDS[setting.state]}</span>
          </div>
          <p className="setup-setting__meaning">{setting.meaning}</p>
          <dl className="setup-setting__facts">
            <dt>Now</dt>
            <dd>{setting.now}</dd>
            <dt>To change it, write</dt>
            <dd>
              <code>{setting.example}</code>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
