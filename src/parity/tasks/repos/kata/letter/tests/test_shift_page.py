from kata_letter.shift_page import shift_page


def test_shift_page_0():
    assert shift_page(80) == 'B'


def test_shift_page_1():
    assert shift_page(81) == 'A'


def test_shift_page_2():
    assert shift_page(82) == 'A'


def test_shift_page_3():
    assert shift_page(73) == 'C'


def test_shift_page_4():
    assert shift_page(74) == 'B'


def test_shift_page_5():
    assert shift_page(75) == 'B'
