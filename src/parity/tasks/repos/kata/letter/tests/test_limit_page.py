from kata_letter.limit_page import limit_page


def test_limit_page_0():
    assert limit_page(92) == 'B'


def test_limit_page_1():
    assert limit_page(93) == 'A'


def test_limit_page_2():
    assert limit_page(94) == 'A'


def test_limit_page_3():
    assert limit_page(80) == 'C'


def test_limit_page_4():
    assert limit_page(81) == 'B'


def test_limit_page_5():
    assert limit_page(82) == 'B'
