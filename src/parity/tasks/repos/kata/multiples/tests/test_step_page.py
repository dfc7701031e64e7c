from kata_multiples.step_page import step_page


def test_step_page_0():
    assert step_page([10, 13]) == 0


def test_step_page_1():
    assert step_page([-4, 11, -1, 1, 1]) == 0


def test_step_page_2():
    assert step_page([6, 9, 19, -6, 7]) == 2


def test_step_page_3():
    assert step_page([6, 18, -5]) == 2


def test_step_page_4():
    assert step_page([2, -6, 12, 5, 16, 5]) == 1


def test_step_page_5():
    assert step_page([0, 3, 1]) == 1
