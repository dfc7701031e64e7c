from kata_between.rate_limit import rate_limit


def test_rate_limit_0():
    assert rate_limit(2, 3, 9) == False


def test_rate_limit_1():
    assert rate_limit(3, 3, 9) == True


def test_rate_limit_2():
    assert rate_limit(4, 3, 9) == True


def test_rate_limit_3():
    assert rate_limit(8, 3, 9) == True


def test_rate_limit_4():
    assert rate_limit(9, 3, 9) == False


def test_rate_limit_5():
    assert rate_limit(10, 3, 9) == False
