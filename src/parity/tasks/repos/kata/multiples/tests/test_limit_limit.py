from kata_multiples.limit_limit import limit_limit


def test_limit_limit_0():
    assert limit_limit([10, 10]) == 2


def test_limit_limit_1():
    assert limit_limit([-5, 12]) == 0


def test_limit_limit_2():
    assert limit_limit([-5, 5, -1, 4]) == 1


def test_limit_limit_3():
    assert limit_limit([9, 9, 18, 7]) == 0


def test_limit_limit_4():
    assert limit_limit([19, 14]) == 0


def test_limit_limit_5():
    assert limit_limit([0, 5, 1]) == 1
