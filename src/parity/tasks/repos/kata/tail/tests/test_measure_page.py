from kata_tail.measure_page import measure_page


def test_measure_page_0():
    assert measure_page([6]) == [6]


def test_measure_page_1():
    assert measure_page([7, 7]) == [7]


def test_measure_page_2():
    assert measure_page([0, 5, 0, 1, 7]) == [7]


def test_measure_page_3():
    assert measure_page([0, 3, 8, 0, 1, 6, 1]) == [1]


def test_measure_page_4():
    assert measure_page([2, 7, 9, 9, 4, 9]) == [9]


def test_measure_page_5():
    assert measure_page([2, 9, 2, 7, 2, 7], 0) == []
