# The series box of this page's part, for Jekyll: {% series_box %} in the
# post layout, and in its head the box's stylesheet,
# {{ "/learning-series/series-box/series-box.css" | relative_url }}.
# The reader is built with --base-url https://<your site>/learning-series/
# and copied to learning-series/ in the site's source. A post names its
# part in its front matter: series: <series id>, part: <part id>. The box
# is read as it is (not as Liquid); a page without them, or without a
# box, gets nothing.
module LearningSeries
  # One name in the box's path (not a catalog's id rule: the kit writes a
  # box only for the ids it accepts), so the path stays in its folder.
  NAME = %r{\A[^/\\.][^/\\]*\z}

  class SeriesBoxTag < Liquid::Tag
    def render(context)
      page = context.registers[:page]
      series = Array(page['series']).first.to_s
      part = page['part'].to_s
      return '' unless NAME.match?(series) && NAME.match?(part)

      source = context.registers[:site].source
      box = File.join(source, 'learning-series', 'series-box', series, "#{part}.html")
      File.exist?(box) ? File.read(box, encoding: 'utf-8') : ''
    end
  end
end

Liquid::Template.register_tag('series_box', LearningSeries::SeriesBoxTag)
