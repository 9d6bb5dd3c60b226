"""The rules of Sho, page by page."""
