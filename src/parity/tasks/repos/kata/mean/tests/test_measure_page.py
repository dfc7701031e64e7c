from kata_mean.measure_page import measure_page


def test_measure_page_0():
    assert measure_page([]) == 0


def test_measure_page_1():
    assert measure_page([28, 17, 29, 3, 23, 21]) == 20


def test_measure_page_2():
    assert measure_page([16, 19, 22, 29]) == 21


def test_measure_page_3():
    assert measure_page([9, 10, 28, 19]) == 16


def test_measure_page_4():
    assert measure_page([6]) == 6


def test_measure_page_5():
    assert measure_page([20]) == 20
