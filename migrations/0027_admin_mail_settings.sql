-- Each admin's own choice of the sale mails (Settings page, 'Your mail'): one admin of several can
-- stop them for themselves while the store still mails the others. No row is the default: on.
CREATE TABLE `admin_mail_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`sale_mail` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
