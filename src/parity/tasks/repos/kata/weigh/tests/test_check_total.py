from kata_weigh.check_total import check_total


def test_check_total_0():
    assert check_total([2, 10, 5]) == 47


def test_check_total_1():
    assert check_total([10, 8, 12, 0]) == 96


def test_check_total_2():
    assert check_total([4, 2]) == 6


def test_check_total_3():
    assert check_total([5, 4, 6, 10, 0]) == 55


def test_check_total_4():
    assert check_total([8, 6, 0]) == 14


def test_check_total_5():
    assert check_total([9, 10]) == 49
