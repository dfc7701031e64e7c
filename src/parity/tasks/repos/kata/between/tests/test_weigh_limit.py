from kata_between.weigh_limit import weigh_limit


def test_weigh_limit_0():
    assert weigh_limit(2, 3, 9) == False


def test_weigh_limit_1():
    assert weigh_limit(3, 3, 9) == True


def test_weigh_limit_2():
    assert weigh_limit(4, 3, 9) == True


def test_weigh_limit_3():
    assert weigh_limit(8, 3, 9) == True


def test_weigh_limit_4():
    assert weigh_limit(9, 3, 9) == False


def test_weigh_limit_5():
    assert weigh_limit(10, 3, 9) == False
