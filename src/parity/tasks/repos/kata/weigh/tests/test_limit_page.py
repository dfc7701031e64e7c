from kata_weigh.limit_page import limit_page


def test_limit_page_0():
    assert limit_page([11, 10, 0]) == 42


def test_limit_page_1():
    assert limit_page([8, 6, 0, 1, 6]) == 41


def test_limit_page_2():
    assert limit_page([1, 11, 9]) == 41


def test_limit_page_3():
    assert limit_page([3, 10, 11]) == 45


def test_limit_page_4():
    assert limit_page([10, 4, 3, 11, 3]) == 52


def test_limit_page_5():
    assert limit_page([4, 5]) == 14
