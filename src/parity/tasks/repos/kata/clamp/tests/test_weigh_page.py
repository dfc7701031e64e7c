from kata_clamp.weigh_page import weigh_page


def test_weigh_page_0():
    assert weigh_page(0) == 1


def test_weigh_page_1():
    assert weigh_page(1) == 1


def test_weigh_page_2():
    assert weigh_page(2) == 2


def test_weigh_page_3():
    assert weigh_page(7) == 7


def test_weigh_page_4():
    assert weigh_page(8) == 8


def test_weigh_page_5():
    assert weigh_page(9) == 8
