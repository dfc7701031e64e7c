from kata_wrap.step_page import step_page


def test_step_page_0():
    assert step_page(13) == 5


def test_step_page_1():
    assert step_page(22) == 3


def test_step_page_2():
    assert step_page(10) == 2


def test_step_page_3():
    assert step_page(26) == 7


def test_step_page_4():
    assert step_page(18) == 10


def test_step_page_5():
    assert step_page(10, 4, 2) == 0
