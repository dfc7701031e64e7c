from kata_tail.fit_page import fit_page


def test_fit_page_0():
    assert fit_page([2]) == [2]


def test_fit_page_1():
    assert fit_page([8]) == [8]


def test_fit_page_2():
    assert fit_page([7, 2]) == [7, 2]


def test_fit_page_3():
    assert fit_page([]) == []


def test_fit_page_4():
    assert fit_page([7, 3, 4, 9, 8, 6], 0) == []


def test_fit_page_5():
    assert fit_page([7, 4, 7, 3, 9, 8], 1) == [8]
