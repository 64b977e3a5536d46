-- Each hero slide now names its own photo (content_items.body.photoKey). Slides saved before
-- were paired with the hero photos by position; tie each to the photo it was shown with, so
-- the home page looks the same after the update. A slide with no photo at its position gets
-- an empty photoKey (not shown until the office chooses one). No table changes.
UPDATE `content_items`
SET `body` = json_set(`body`, '$.photoKey', coalesce((
	SELECT `photo`.`key` FROM (
		SELECT `key`, row_number() OVER (ORDER BY `sort_order`, `id`) - 1 AS `n` FROM `media_objects` WHERE `kind` = 'hero'
	) AS `photo`
	WHERE `photo`.`n` = (
		SELECT count(*) FROM `content_items` AS `earlier`
		WHERE `earlier`.`list` = 'hero-slides'
			AND (`earlier`.`position` < `content_items`.`position` OR (`earlier`.`position` = `content_items`.`position` AND `earlier`.`id` < `content_items`.`id`))
	)
), ''))
WHERE `list` = 'hero-slides' AND json_extract(`body`, '$.photoKey') IS NULL;
