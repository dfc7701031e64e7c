def mirror(text, width=9, fill="."):
    if len(text) >= width:
        return text
    return text + fill * (width - len(text))
