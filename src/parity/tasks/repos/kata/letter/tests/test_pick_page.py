from kata_letter.pick_page import pick_page


def test_pick_page_0():
    assert pick_page(83) == 'B'


def test_pick_page_1():
    assert pick_page(84) == 'A'


def test_pick_page_2():
    assert pick_page(85) == 'A'


def test_pick_page_3():
    assert pick_page(69) == 'C'


def test_pick_page_4():
    assert pick_page(70) == 'B'


def test_pick_page_5():
    assert pick_page(71) == 'B'
