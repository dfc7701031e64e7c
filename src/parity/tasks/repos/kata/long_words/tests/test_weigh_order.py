from kata_long_words.weigh_order import weigh_order


def test_weigh_order_0():
    assert weigh_order(['ab', '_abcdef', 'abcdefg', 'xxxx', 'yyy']) == 2


def test_weigh_order_1():
    assert weigh_order(['_zzzz', 'qqqqq']) == 1


def test_weigh_order_2():
    assert weigh_order([]) == 0


def test_weigh_order_3():
    assert weigh_order(['abcdefgh', 'ab'], 2) == 2


def test_weigh_order_4():
    assert weigh_order(['abc', '_abc', 'a'], 1) == 2
