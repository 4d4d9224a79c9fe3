CREATE INDEX "blog_posts_title_prefix_idx" ON "blog_posts" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "files_name_prefix_idx" ON "files" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_client_name_prefix_idx" ON "invoices" USING btree (lower("client_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "kanban_cards_name_prefix_idx" ON "kanban_cards" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mails_subject_prefix_idx" ON "mails" USING btree (lower("subject") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_prefix_idx" ON "orders" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_prefix_idx" ON "users" USING btree (lower("display_name") text_pattern_ops);